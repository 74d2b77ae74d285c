/** The calendar day in Korea (UTC+9, no daylight saving) of an instant, as YYYY-MM-DD. */
export const seoulDay = (at: Date): string => new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
