// The login pages' captcha, pluggable: a real reCAPTCHA v2 widget when a site key is configured,
// a local test double ("I'm not a robot" checkbox) otherwise, so dev, tests and demos need no network.
import { useEffect, useRef, useState } from 'react';
import { Checkbox } from '@balance/ui';
import styles from './LoginPage.module.css';

export const TEST_DOUBLE_CAPTCHA_TOKEN = 'local-test-double';

export type CaptchaProps = {
  siteKey: string | null;
  /** A token once solved, null when not (yet) solved or expired. */
  onChange: (token: string | null) => void;
  isSolved: boolean;
  errorMessage?: string;
};

type Grecaptcha = {
  render: (
    container: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ) => number;
  reset: (widgetId?: number) => void;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    balanceRecaptchaReady?: () => void;
  }
}

let scriptPromise: Promise<Grecaptcha> | null = null;
function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha) return Promise.resolve(window.grecaptcha);
  scriptPromise ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.balanceRecaptchaReady = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject());
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=balanceRecaptchaReady&render=explicit';
    script.async = true;
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return scriptPromise;
}

function RecaptchaWidget({
  siteKey,
  onChange,
}: {
  siteKey: string;
  onChange: (token: string | null) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (grecaptcha) => {
        if (cancelled || !container.current || container.current.childElementCount > 0) return;
        grecaptcha.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(null),
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);
  return (
    <div>
      <div ref={container} />
      {failed && (
        <p className={styles.hint}>The reCAPTCHA check could not be loaded. Check your connection.</p>
      )}
    </div>
  );
}

export function Captcha({ siteKey, onChange, isSolved, errorMessage }: CaptchaProps) {
  if (siteKey) {
    return (
      <div className={styles.captcha}>
        <RecaptchaWidget siteKey={siteKey} onChange={onChange} />
        {errorMessage && (
          <p className={styles.fieldError} role="alert">
            {errorMessage}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className={styles.captcha} data-testid="captcha-test-double">
      <Checkbox
        isSelected={isSolved}
        onChange={(checked) => onChange(checked ? TEST_DOUBLE_CAPTCHA_TOKEN : null)}
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
      >
        I&apos;m not a robot
      </Checkbox>
    </div>
  );
}
