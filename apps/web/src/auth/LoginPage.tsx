import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { homePathFor, MESSAGES, type Area } from '@balance/domain';
import { Button, Checkbox, TextField } from '@balance/ui';
import { useApiClient } from '../api/ApiClientProvider';
import { ApiError, unwrap, type AppApiClient } from '../api/client';
import { FormFrame, useSaveForm, type FormErrors } from '../app/forms';
import { safeReturnTo } from '../app/paths';
import { runtimeConfigState } from '../states/runtimeConfigState';
import { Captcha } from './Captcha';
import { useStartSession } from './session';
import styles from './LoginPage.module.css';

/** The user agreed on the login form; tell the server when it still waits for the agreement. */
async function recordTermsAgreement(api: AppApiClient): Promise<void> {
  try {
    const { data } = await api.GET('/user/checktermandpasswordchange');
    if (data && !data.data.termsAccepted) {
      await api.POST('/user/checktermandpasswordchange', {
        body: { agreeToTerms: true, termsVersion: data.data.termsVersion },
      });
    }
  } catch {
    // Not fatal: the server asks again at the next login.
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

type LoginField = 'userName' | 'password' | 'terms' | 'captcha';
type LoginValues = { userName: string; password: string; agreed: boolean; captchaToken: string | null };
const FIELDS: readonly LoginField[] = ['userName', 'password', 'terms', 'captcha'];

/** The messages of the login form; the forgot-password form asks only for the user name and captcha. */
function validateLogin(values: LoginValues, forForgot: boolean): FormErrors<LoginField> {
  const next: FormErrors<LoginField> = {};
  if (values.userName.trim() === '') next.userName = MESSAGES.userNameRequired;
  if (!forForgot && values.password === '') next.password = 'Password is required';
  if (!forForgot && !values.agreed) next.terms = MESSAGES.mustAgreeToTerms;
  if (!values.captchaToken) next.captcha = MESSAGES.recaptchaFailed;
  return next;
}

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
  const values: LoginValues = { userName, password, agreed, captchaToken };
  const token = (typed: LoginValues) => (typed.captchaToken ? { recaptchaToken: typed.captchaToken } : {});

  // Both forms answer with the line shown above them: none for a login (it leaves the page).
  const loginForm = useSaveForm<LoginValues, LoginField, string | null>({
    fields: FIELDS,
    validate: (typed) => validateLogin(typed, false),
    save: async (typed) => {
      const result = unwrap(
        await api.POST('/Auth', {
          body: { userName: typed.userName.trim(), password: typed.password, area, ...token(typed) },
        }),
      );
      startSession(result);
      await recordTermsAgreement(api);
      return null;
    },
    // An agent whose office lacks agent-level access gets the product's own message
    // (docs/product.md#roles-and-permissions).
    readError: (error) => ({
      formError:
        error instanceof ApiError && error.message === MESSAGES.noAgentLevelAccess
          ? MESSAGES.noAgentLevelAccess
          : MESSAGES.loginFailed,
    }),
    onSaved: () => navigate(returnTo, { replace: true }),
  });
  const forgotForm = useSaveForm<LoginValues, LoginField, string | null>({
    fields: FIELDS,
    validate: (typed) => validateLogin(typed, true),
    save: async (typed) => {
      const reply = unwrap(
        await api.POST('/user/resetpassword', {
          body: { userName: typed.userName.trim(), ...token(typed) },
        }),
      );
      return reply.message || 'If the user exists, a reset link has been sent to its e-mail.';
    },
    readError: (error) => ({
      formError:
        error instanceof ApiError && error.message === MESSAGES.recaptchaFailed
          ? MESSAGES.recaptchaFailed
          : MESSAGES.forgotPasswordFailed,
    }),
  });
  const isForgot = mode === 'forgot';
  const form = isForgot ? forgotForm : loginForm;
  const { errors, formError } = form;
  const notice = isForgot ? forgotForm.saved : null;

  function switchMode(next: 'login' | 'forgot') {
    setMode(next);
    loginForm.reset();
    forgotForm.reset();
  }

  const { title, subtitle } = AREA_TITLES[area];

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

        <FormFrame
          label={isForgot ? 'Forgot password' : 'Sign in'}
          className={styles.form}
          form={form}
          values={values}
        >
          <TextField
            label="User Name"
            name="userName"
            autoComplete="username"
            value={userName}
            onChange={(value) => {
              setUserName(value);
              form.edited(['userName']);
            }}
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
                form.edited(['password']);
              }}
              isRequired
            />
          )}
          {!isForgot && (
            <div className={styles.terms}>
              <p className={styles.termsText} id="terms-text">
                {TERMS_TEXT}
              </p>
              <Checkbox
                name="terms"
                isSelected={agreed}
                onChange={(value) => {
                  setAgreed(value);
                  if (value) form.edited(['terms']);
                }}
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
              if (token) form.edited(['captcha']);
            }}
            errorMessage={errors.captcha}
          />
          <Button type="submit" variant="primary" isPending={form.isPending} className={styles.submit}>
            {isForgot ? 'Send reset link' : 'Sign in'}
          </Button>
          <Button variant="ghost" size="sm" onPress={() => switchMode(isForgot ? 'login' : 'forgot')}>
            {isForgot ? 'Back to sign in' : 'Forgot password?'}
          </Button>
        </FormFrame>

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
                    loginForm.reset();
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
