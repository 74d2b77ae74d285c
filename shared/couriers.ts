/**
 * The Korean parcel couriers a shop picks when it ships (발송처리), with the page where the buyer
 * follows a tracking number. `{no}` is replaced by the number (digits only, as the couriers print it).
 */
export const COURIERS = [
  { code: 'cj', name: 'CJ대한통운', trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={no}' },
  { code: 'epost', name: '우체국택배', trackingUrl: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={no}' },
  { code: 'hanjin', name: '한진택배', trackingUrl: 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={no}' },
  { code: 'lotte', name: '롯데택배', trackingUrl: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={no}' },
  { code: 'logen', name: '로젠택배', trackingUrl: 'https://www.ilogen.com/web/personal/trace/{no}' },
  { code: 'kdexp', name: '경동택배', trackingUrl: 'https://kdexp.com/service/delivery/etc/delivery.do?barcode={no}' },
  { code: 'daesin', name: '대신택배', trackingUrl: 'https://www.ds3211.co.kr/freight/internalFreightSearch.ht?billno={no}' },
  { code: 'ilyang', name: '일양로지스', trackingUrl: 'https://www.ilyanglogis.com/functionality/card_form_waybill.asp?hawb_no={no}' },
  { code: 'cvsnet', name: 'GS Postbox 택배', trackingUrl: 'https://www.cvsnet.co.kr/invoice/tracking.do?invoice_no={no}' },
  { code: 'coupang', name: '쿠팡 로지스틱스', trackingUrl: 'https://www.coupang.com/np/tracking?invoiceNo={no}' },
] as const;
export type CourierCode = (typeof COURIERS)[number]['code'];
export const COURIER_CODES = COURIERS.map((c) => c.code) as [CourierCode, ...CourierCode[]];

/** A tracking number as couriers print it: 8 to 20 digits (hyphens and spaces typed by hand are dropped first). */
export const TRACKING_NUMBER_PATTERN = /^[0-9]{8,20}$/;
export const normaliseTrackingNumber = (raw: string) => raw.replace(/[\s-]/g, '');

export const courierName = (code: string | null | undefined) => COURIERS.find((c) => c.code === code)?.name ?? null;
/** The courier's tracking page for this number, or null for an unknown courier. */
export function trackingUrl(code: string | null | undefined, no: string | null | undefined): string | null {
  const courier = COURIERS.find((c) => c.code === code);
  return courier && no ? courier.trackingUrl.replace('{no}', encodeURIComponent(no)) : null;
}
