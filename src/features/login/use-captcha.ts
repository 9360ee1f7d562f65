// The login captcha: shown only when the password policy says so. Each captcha is single-use on
// the server, so the form asks for a new one after every failed attempt.
import { useCallback, useEffect, useState } from 'react';
import { fetchCaptcha, fetchUseCaptcha } from './login-api.ts';

export interface CaptchaState {
  /** null until the policy answered; false: no captcha. */
  enabled: boolean | null;
  key?: string;
  image?: string;
  loading: boolean;
  failed: boolean;
  refresh: () => void;
}

export function useCaptcha(): CaptchaState {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [captcha, setCaptcha] = useState<{ key: string; image: string }>();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(() => {
    setLoading(true);
    setFailed(false);
    fetchCaptcha()
      .then((c) => setCaptcha(c ? { key: c.key, image: c.image } : undefined))
      .catch(() => {
        setCaptcha(undefined);
        setFailed(true);
      })
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => {
    let live = true;
    void fetchUseCaptcha()
      .catch(() => false)
      .then((on) => {
        if (!live) return;
        setEnabled(on);
        if (on) refresh();
      });
    return () => {
      live = false;
    };
  }, [refresh]);

  return { enabled, key: captcha?.key, image: captcha?.image, loading, failed, refresh };
}
