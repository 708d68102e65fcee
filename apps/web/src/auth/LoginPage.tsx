import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { homePathFor, MESSAGES, type Area } from '@balance/domain';
import { Button, Checkbox, TextField } from '@balance/ui';
import { useApiClient } from '../api/ApiClientProvider';
import { ApiError, unwrap, type AppApiClient } from '../api/client';
import { AGENT_RESET_PASSWORD, safeReturnTo } from '../app/paths';
import { runtimeConfigState } from '../states/runtimeConfigState';
import { Captcha } from './Captcha';
import { useStartSession } from './session';
import styles from './LoginPage.module.css';

/**
 * The user agreed on the login form; tell the server when it still waits for the agreement. True when
 * the password was set by staff (a new agent's first one) and must be changed now.
 */
async function recordTermsAgreement(api: AppApiClient): Promise<boolean> {
  try {
    const { data } = await api.GET('/user/checktermandpasswordchange');
    if (data && !data.data.termsAccepted) {
      await api.POST('/user/checktermandpasswordchange', {
        body: { agreeToTerms: true, termsVersion: data.data.termsVersion },
      });
    }
    return data?.data.mustChangePassword === true;
  } catch {
    // Not fatal: the server asks again at the next login.
    return false;
  }
}

export type LoginPageProps = { area: Area };

export const DEMO_PASSWORD = 'Balance#2026';
export const DEMO_ACCOUNTS = [
  { userName: 'superuser', label: 'Super Admin' },
  { userName: 'officeadmin', label: 'Office Admin' },
  { userName: 'agent', label: 'Agent' },
  { userName: 'noaccess', label: 'Agent, office without access' },
] as const;

const AREA_TITLES: Record<Area, { title: string; subtitle: string }> = {
  admin: { title: 'Sign in to Balance', subtitle: 'Back office for super users and office admins' },
  agent: { title: 'Sign in to Agent.EZ', subtitle: 'Your dashboard, reports, contracts and bills' },
};

const TERMS_TEXT =
  'Balance is for authorised brokerage staff and agents only. Client, contract and commission data is confidential: do not share it outside your brokerage. Activity is logged.';

type FieldErrors = Partial<Record<'userName' | 'password' | 'terms' | 'captcha', string>>;

/** The login page of both areas: user name, password, terms, captcha, forgot password, demo accounts. */
export function LoginPage({ area }: LoginPageProps) {
  const api = useApiClient();
  const config = useAtomValue(runtimeConfigState);
  const startSession = useStartSession();
  const [, navigate] = useLocation();
  const search = useSearch();
  const returnTo = safeReturnTo(new URLSearchParams(search).get('returnTo'), homePathFor(area));

  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  function validate(forForgot: boolean): FieldErrors {
    const next: FieldErrors = {};
    if (userName.trim() === '') next.userName = MESSAGES.userNameRequired;
    if (!forForgot && password === '') next.password = 'Password is required';
    if (!forForgot && !agreed) next.terms = MESSAGES.mustAgreeToTerms;
    if (!captchaToken) next.captcha = MESSAGES.recaptchaFailed;
    return next;
  }

  async function handleLogin(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const next = validate(false);
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    setPending(true);
    try {
      const result = unwrap(
        await api.POST('/Auth', {
          body: {
            userName: userName.trim(),
            password,
            area,
            ...(captchaToken ? { recaptchaToken: captchaToken } : {}),
          },
        }),
      );
      startSession(result);
      const mustChange = await recordTermsAgreement(api);
      navigate(mustChange ? AGENT_RESET_PASSWORD : returnTo, { replace: true });
    } catch (error) {
      // An agent whose office lacks agent-level access, or whose membership is deactivated, gets
      // that message (docs/product.md#roles-and-permissions); every other failure the one message.
      const told = [MESSAGES.noAgentLevelAccess, MESSAGES.agentDeactivated].find(
        (message) => error instanceof ApiError && error.message === message,
      );
      setFormError(told ?? MESSAGES.loginFailed);
      setPending(false);
    }
  }

  async function handleForgot(event: FormEvent) {
    event.preventDefault();
    const next = validate(true);
    setErrors(next);
    setFormError(null);
    setNotice(null);
    if (Object.keys(next).length > 0) return;
    setPending(true);
    try {
      const reply = unwrap(
        await api.POST('/user/resetpassword', {
          body: { userName: userName.trim(), ...(captchaToken ? { recaptchaToken: captchaToken } : {}) },
        }),
      );
      setNotice(reply.message || 'If the user exists, a reset link has been sent to its e-mail.');
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.message === MESSAGES.recaptchaFailed
          ? MESSAGES.recaptchaFailed
          : MESSAGES.forgotPasswordFailed,
      );
    } finally {
      setPending(false);
    }
  }

  function switchMode(next: 'login' | 'forgot') {
    setMode(next);
    setErrors({});
    setFormError(null);
    setNotice(null);
  }

  const { title, subtitle } = AREA_TITLES[area];
  const isForgot = mode === 'forgot';

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand} aria-hidden>
          <span className={styles.mark}>B</span>
          <span className={styles.brandName}>{area === 'agent' ? 'Agent.EZ' : 'Balance'}</span>
        </div>
        <h1 className={styles.title}>{isForgot ? 'Forgot password' : title}</h1>
        <p className={styles.subtitle}>
          {isForgot ? 'Enter your user name and we will e-mail you a reset link.' : subtitle}
        </p>

        {formError && (
          <div role="alert" className={styles.formError}>
            {formError}
          </div>
        )}
        {notice && (
          <div role="status" className={styles.notice}>
            {notice}
          </div>
        )}

        <form
          noValidate
          className={styles.form}
          onSubmit={isForgot ? handleForgot : handleLogin}
          aria-label={isForgot ? 'Forgot password' : 'Sign in'}
        >
          <TextField
            label="User Name"
            name="userName"
            autoComplete="username"
            value={userName}
            onChange={(value) => {
              setUserName(value);
              if (errors.userName) setErrors({ ...errors, userName: undefined });
            }}
            isInvalid={Boolean(errors.userName)}
            errorMessage={errors.userName}
            validationBehavior="aria"
            isRequired
          />
          {!isForgot && (
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(value) => {
                setPassword(value);
                if (errors.password) setErrors({ ...errors, password: undefined });
              }}
              isInvalid={Boolean(errors.password)}
              errorMessage={errors.password}
              validationBehavior="aria"
              isRequired
            />
          )}
          {!isForgot && (
            <div className={styles.terms}>
              <p className={styles.termsText} id="terms-text">
                {TERMS_TEXT}
              </p>
              <Checkbox
                isSelected={agreed}
                onChange={(value) => {
                  setAgreed(value);
                  if (value && errors.terms) setErrors({ ...errors, terms: undefined });
                }}
                isInvalid={Boolean(errors.terms)}
                errorMessage={errors.terms}
                aria-describedby="terms-text"
              >
                I agree to the terms and conditions
              </Checkbox>
            </div>
          )}
          <Captcha
            siteKey={config.recaptchaSiteKey}
            isSolved={captchaToken !== null}
            onChange={(token) => {
              setCaptchaToken(token);
              if (token && errors.captcha) setErrors({ ...errors, captcha: undefined });
            }}
            errorMessage={errors.captcha}
          />
          <Button type="submit" variant="primary" isPending={isPending} className={styles.submit}>
            {isForgot ? 'Send reset link' : 'Sign in'}
          </Button>
          <Button variant="ghost" size="sm" onPress={() => switchMode(isForgot ? 'login' : 'forgot')}>
            {isForgot ? 'Back to sign in' : 'Forgot password?'}
          </Button>
        </form>

        {config.demoAccounts && !isForgot && (
          <section className={styles.demo} aria-labelledby="demo-accounts">
            <h2 id="demo-accounts" className={styles.demoTitle}>
              Demo accounts
            </h2>
            <p className={styles.hint}>Fills the form with a demo user (password {DEMO_PASSWORD}).</p>
            <div className={styles.demoButtons}>
              {DEMO_ACCOUNTS.map((account) => (
                <Button
                  key={account.userName}
                  size="sm"
                  onPress={() => {
                    setUserName(account.userName);
                    setPassword(DEMO_PASSWORD);
                    setErrors({});
                    setFormError(null);
                  }}
                >
                  {account.label}
                </Button>
              ))}
            </div>
          </section>
        )}
      </div>
    </main>
  );
}
