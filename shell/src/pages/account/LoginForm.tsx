// The individual login form of the login page and of the login popup: account mode (realm fixed
// to candidate-realm, username, password, persist) and candidate mode (candidate number and name).
// Fields are trimmed; empty ones get the spec's in-field messages; a failed login shows the
// server's message (or 'Login failed') and keeps what was typed. Plain HTML: no antd on the page.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { login, loginByCandidate, REALMS, type LoginResponse } from '@mockexam/api-client';
import type { BilingualText, MessageKey } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { Button, Notice, Tabs, TextField } from '@mockexam/ui/plain';
import { errorMessage, useLocale, useMessage } from '@mockexam/ui/text';
import { PasswordField } from './PlainForm';

export type LoginDone = (result: LoginResponse, persist: boolean) => Promise<void> | void;

/** An empty (or only whitespace) field's message. */
const required = (key: MessageKey) => (value: string) => (value.trim() ? null : key);

/**
 * A login form's fields, their in-field messages and the submit: each field is checked when it
 * changes and all of them on submit, which then focuses the first one that is wrong. The messages
 * are catalogue keys, so they follow the language.
 */
function useLoginForm<Name extends string>(
  checks: Record<Name, (value: string) => MessageKey | null>,
  initial: Partial<Record<Name, string>>,
  attempt: (values: Record<Name, string>) => Promise<void>,
) {
  const names = Object.keys(checks) as Name[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, initial[name] ?? ''])) as Record<Name, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Name, MessageKey | null>>>({});
  const [failure, setFailure] = useState<BilingualText | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});

  const change = (name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: checks[name](value) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found = Object.fromEntries(names.map((name) => [name, checks[name](values[name])])) as Record<
      Name,
      MessageKey | null
    >;
    setErrors(found);
    const firstWrong = names.find((name) => found[name]);
    if (firstWrong) {
      inputs.current[firstWrong]?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await attempt(values);
    } catch (e) {
      setFailure(errorMessage(e, 'LOGIN_FAILED'));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  /** The props of one field: value, change, the input's ref. */
  const field = (name: Name) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  return { errors, failure, busy, submit, field };
}

/** A field's message in the page's language, or none. */
function useFieldMessage() {
  const text = useMessage();
  return (key: MessageKey | null | undefined) => (key ? text(key) : null);
}

function FormEnd({ failure, busy }: { failure: BilingualText | null; busy: boolean }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <>
      {failure && <Notice type="error" className="account-alert" title={textIn(failure, locale)} />}
      <Button type="submit" primary className="account-submit" aria-busy={busy || undefined}>
        {t('login.submit')}
      </Button>
    </>
  );
}

const accountChecks = {
  username: required('LOGIN_USERNAME_REQUIRED'),
  password: required('LOGIN_PASSWORD_REQUIRED'),
};

export function AccountLoginForm({
  formName,
  realm = REALMS.candidate,
  initialUsername,
  usernameLabel,
  usernameHelp,
  withPersist = true,
  onDone,
}: {
  formName: string;
  realm?: string;
  initialUsername?: string;
  usernameLabel: string;
  usernameHelp?: string;
  withPersist?: boolean;
  onDone: LoginDone;
}) {
  const { t } = useTranslation('account');
  const [persist, setPersist] = useState(true);
  const { errors, failure, busy, submit, field } = useLoginForm(
    accountChecks,
    { username: initialUsername },
    async (values) => {
      // The account is trimmed; a password is sent as typed (the server keeps spaces in passwords).
      const keep = withPersist ? persist : true;
      const result = await login(realm, values.username.trim(), values.password, keep);
      await onDone(result, keep);
    },
  );
  const message = useFieldMessage();

  return (
    <form className="account-form" name={formName} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={`${formName}-username`}
        name="username"
        label={usernameLabel}
        help={usernameHelp}
        error={message(errors.username)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field('username')}
      />
      <PasswordField
        id={`${formName}-password`}
        name="password"
        label={t('login.password')}
        error={message(errors.password)}
        autoComplete="current-password"
        {...field('password')}
      />
      {withPersist && (
        <div className="form-field">
          <label className="checkbox-label">
            <input
              type="checkbox"
              name="persist"
              checked={persist}
              onChange={(event) => setPersist(event.target.checked)}
            />
            <span>{t('login.persist')}</span>
          </label>
        </div>
      )}
      <FormEnd failure={failure} busy={busy} />
    </form>
  );
}

const candidateChecks = {
  candidate: required('LOGIN_CANDIDATE_NO_REQUIRED'),
  name: required('LOGIN_CANDIDATE_NAME_REQUIRED'),
};

function CandidateLoginForm({ formName, onDone }: { formName: string; onDone: LoginDone }) {
  const { t } = useTranslation('account');
  const { errors, failure, busy, submit, field } = useLoginForm(candidateChecks, {}, async (values) => {
    const result = await loginByCandidate(values.candidate.trim(), values.name.trim());
    await onDone(result, true);
  });
  const message = useFieldMessage();

  return (
    <form className="account-form" name={formName} noValidate onSubmit={(event) => void submit(event)}>
      <p className="account-hint">{t('login.candidateHelp')}</p>
      <TextField
        id={`${formName}-candidate`}
        name="candidate"
        label={t('login.candidateNo')}
        help={t('login.candidateNoHelp')}
        error={message(errors.candidate)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...field('candidate')}
      />
      <TextField
        id={`${formName}-name`}
        name="name"
        label={t('login.candidateName')}
        error={message(errors.name)}
        autoComplete="name"
        {...field('name')}
      />
      <FormEnd failure={failure} busy={busy} />
    </form>
  );
}

/** Both modes as tabs. `idPrefix` keeps field ids unique when the page and the popup are both open. */
export function LoginForm({
  idPrefix,
  initialUsername,
  onDone,
  footer,
}: {
  idPrefix: string;
  initialUsername?: string;
  onDone: LoginDone;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <Tabs
        label={t('login.modes')}
        className="account-tabs"
        items={[
          {
            key: 'account',
            label: t('login.tabAccount'),
            content: (
              <AccountLoginForm
                formName={`${idPrefix}-account`}
                initialUsername={initialUsername}
                usernameLabel={t('login.username')}
                usernameHelp={t('login.usernameHelp')}
                onDone={onDone}
              />
            ),
          },
          {
            key: 'candidate',
            label: t('login.tabCandidate'),
            content: <CandidateLoginForm formName={`${idPrefix}-candidate`} onDone={onDone} />,
          },
        ]}
      />
      {footer}
    </>
  );
}
