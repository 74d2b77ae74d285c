/** The constants the legal texts quote (platform.md §9). */
export const LEGAL = {
  minAge: 14,
  withdrawalDays: 7,
  refundBusinessDays: 3,
  termsNoticeDays: 7,
  recurringRetries: 3,
  priceNoticeDays: 7,
  retention: { contractYears: 5, paymentYears: 5, efinanceYears: 5, disputeYears: 3, accessLogMonths: 3 },
  marketingInactiveYears: 3,
  cycles: ['매주(weekly)', '격주(biweekly)', '매월(monthly)', '분기(quarterly)'],
};
