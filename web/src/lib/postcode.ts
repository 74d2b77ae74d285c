/** The Daum/Kakao postcode service, loaded on demand; unreachable means a plain address input. */
const SCRIPT_URL = '//t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

export interface PostcodeResult {
  roadAddress: string;
  jibunAddress: string;
  address: string;
  zonecode: string;
  buildingName: string;
}

interface PostcodeCtor {
  new (opts: { oncomplete: (data: PostcodeResult) => void; width?: string | number; height?: string | number }): {
    embed: (el: HTMLElement) => void;
    open: () => void;
  };
}

declare global {
  interface Window {
    daum?: { Postcode?: PostcodeCtor };
    kakao?: { Postcode?: PostcodeCtor };
  }
}

let loading: Promise<PostcodeCtor | null> | null = null;

const found = () => window.daum?.Postcode ?? window.kakao?.Postcode ?? null;

export function loadPostcode(): Promise<PostcodeCtor | null> {
  if (found()) return Promise.resolve(found());
  if (!loading) {
    loading = new Promise((resolve) => {
      const script = document.createElement('script');
      script.src = SCRIPT_URL;
      script.async = true;
      // Offline or blocked: give up after a few seconds so the form stays usable.
      const timer = setTimeout(() => resolve(null), 5000);
      script.onload = () => {
        clearTimeout(timer);
        resolve(found());
      };
      script.onerror = () => {
        clearTimeout(timer);
        resolve(null);
      };
      document.head.appendChild(script);
    });
  }
  return loading;
}
