import type { HumanCheckAction } from '@spesa/shared/human-check/human-check.contract';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | undefined;

/** Google's reCAPTCHA v3 script, loaded once, only on a chain that chose it and only when a form needs it. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    // Already on the page (another screen loaded it): only wait for it to be ready.
    const present = window.grecaptcha;
    if (present) {
      present.ready(() => resolve(present));
      return;
    }
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA unavailable'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA unavailable'));
    };
    document.head.append(script);
  });
  return loading;
}

/** A reCAPTCHA v3 token for the call's action; undefined when Google cannot be reached (the server refuses). */
export async function recaptchaToken(siteKey: string, action: HumanCheckAction): Promise<string | undefined> {
  try {
    const grecaptcha = await loadRecaptcha(siteKey);
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    return undefined;
  }
}
