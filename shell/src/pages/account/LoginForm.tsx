// The individual login form of the login page and of the login popup: account mode (realm fixed
// to candidate-realm, username, password, persist) and candidate mode (candidate number and name).
// Fields are trimmed; empty ones get the spec's in-field messages; a failed login shows the
// server's message (or 'Login failed') and keeps what was typed.
import { useState, type ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { login, loginByCandidate, REALMS, type LoginResponse } from '@mockexam/api-client';
import { textIn } from '@mockexam/i18n';
import { errorMessage } from '@mockexam/ui/text';
import { requiredRule, useLocale, useRevalidateOnLocale, type BilingualText, LoadingButton } from './forms';

export type LoginDone = (result: LoginResponse, persist: boolean) => Promise<void> | void;

interface AccountValues {
  username: string;
  password: string;
  persist: boolean;
}

interface CandidateValues {
  candidate: string;
  name: string;
}

function useLoginSubmit<T>(attempt: (values: T) => Promise<void>) {
  const [error, setError] = useState<BilingualText | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (values: T) => {
    setBusy(true);
    setError(null);
    try {
      await attempt(values);
    } catch (e) {
      setError(errorMessage(e, 'LOGIN_FAILED'));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, submit };
}

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
  const locale = useLocale();
  const [form] = Form.useForm<AccountValues>();
  useRevalidateOnLocale(form, locale);
  const { error, busy, submit } = useLoginSubmit<AccountValues>(async (values) => {
    // The account is trimmed; a password is sent as typed (the server keeps spaces in passwords).
    const persist = withPersist ? values.persist !== false : true;
    const result = await login(realm, values.username.trim(), values.password, persist);
    await onDone(result, persist);
  });

  return (
    <Form<AccountValues>
      form={form}
      name={formName}
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: initialUsername ?? '', persist: true }}
      onFinish={submit}
    >
      <Form.Item
        label={usernameLabel}
        name="username"
        extra={usernameHelp}
        rules={[requiredRule('LOGIN_USERNAME_REQUIRED', locale)]}
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Form.Item label={t('login.password')} name="password" rules={[requiredRule('LOGIN_PASSWORD_REQUIRED', locale)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {withPersist && (
        <Form.Item name="persist" valuePropName="checked">
          <Checkbox>{t('login.persist')}</Checkbox>
        </Form.Item>
      )}
      {error && <Alert className="account-alert" type="error" showIcon title={textIn(error, locale)} />}
      <LoadingButton type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </LoadingButton>
    </Form>
  );
}

function CandidateLoginForm({ formName, onDone }: { formName: string; onDone: LoginDone }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [form] = Form.useForm<CandidateValues>();
  useRevalidateOnLocale(form, locale);
  const { error, busy, submit } = useLoginSubmit<CandidateValues>(async (values) => {
    const result = await loginByCandidate(values.candidate.trim(), values.name.trim());
    await onDone(result, true);
  });

  return (
    <Form<CandidateValues> form={form} name={formName} layout="vertical" requiredMark={false} onFinish={submit}>
      <p className="account-hint">{t('login.candidateHelp')}</p>
      <Form.Item
        label={t('login.candidateNo')}
        name="candidate"
        extra={t('login.candidateNoHelp')}
        rules={[requiredRule('LOGIN_CANDIDATE_NO_REQUIRED', locale)]}
      >
        <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      </Form.Item>
      <Form.Item
        label={t('login.candidateName')}
        name="name"
        rules={[requiredRule('LOGIN_CANDIDATE_NAME_REQUIRED', locale)]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      {error && <Alert className="account-alert" type="error" showIcon title={textIn(error, locale)} />}
      <LoadingButton type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </LoadingButton>
    </Form>
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
        defaultActiveKey="account"
        items={[
          {
            key: 'account',
            label: t('login.tabAccount'),
            children: (
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
            children: <CandidateLoginForm formName={`${idPrefix}-candidate`} onDone={onDone} />,
          },
        ]}
      />
      {footer}
    </>
  );
}
