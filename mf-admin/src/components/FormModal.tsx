// A form in a modal, the shape of every back-office dialog. OK submits the form and spins while the save runs;
// with `confirm`, a confirmation says what will happen and the save runs on its OK. Either way a dialog sends
// once: another OK (or Enter) while it asks or saves is ignored. The server's field errors land under their
// fields; any other failure is reported through onError.
import { useRef, useState, type ReactNode } from 'react';
import { App, Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, errorText, langOf } from '../lib';
import type { ActionResult } from './ResultAlert';

/** What the confirmation step says before the save is sent. */
export interface Confirmation {
  title: ReactNode;
  content: ReactNode;
  /** The confirmation's OK text (default: Confirm). */
  okText?: string;
  danger?: boolean;
}

interface Props<T> {
  title: ReactNode;
  form: FormInstance<T>;
  initialValues?: Partial<T>;
  /** The dialog's OK text (default: Save). */
  okText?: string;
  danger?: boolean;
  /** Ask before saving these (validated) values. */
  confirm?: (values: T) => Confirmation;
  /** Does the work and reports its success; throws when the server refuses. */
  onSave: (values: T) => Promise<void>;
  onError: (result: ActionResult) => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormModal<T extends object>(props: Props<T>) {
  const { title, form, initialValues, okText, danger, confirm, onSave, onError, onClose, children } = props;
  const { t, i18n } = useTranslation('admin');
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  // From the first submit until its confirmation is cancelled or its save has finished.
  const sending = useRef(false);

  async function save(values: T) {
    setBusy(true);
    try {
      await onSave(values);
    } catch (e) {
      const lang = langOf(i18n.language);
      if (!applyFieldErrors(form, e, lang)) onError({ type: 'error', text: errorText(e, lang, t('common.error')) });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  function submit(values: T) {
    if (sending.current) return;
    sending.current = true;
    if (!confirm) return void save(values);
    const asked = confirm(values);
    modal.confirm({
      title: asked.title,
      content: asked.content,
      okText: asked.okText ?? t('common.confirm'),
      okButtonProps: asked.danger ? { danger: true } : undefined,
      cancelText: t('common.cancel'),
      // The returned promise keeps the confirmation open, its OK spinning, until the save is done.
      onOk: () => save(values),
      onCancel: () => {
        sending.current = false;
      },
    });
  }

  return (
    <Modal
      open
      title={title}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, danger }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<T> form={form} layout="vertical" onFinish={submit} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
