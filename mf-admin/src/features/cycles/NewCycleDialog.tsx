// A new exam cycle: a code like 2025-26, both names, and whether it becomes the current one at once.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import type { CycleCreate } from '@mockexam/api-client';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { useCreateCycle } from './api';
import { BilingualNameFields } from '../../components/BilingualNameFields';

/** 'YYYY-YY', e.g. 2025-26 (what the server accepts). */
export const CYCLE_CODE = /^\d{4}-\d{2}$/;

export function NewCycleDialog({ onClose, onDone }: { onClose: () => void; onDone: (r: ActionResult) => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<CycleCreate>();
  const creation = useCreateCycle();
  const required = { required: true, whitespace: true, message: t('cycle.required') };

  async function save(values: CycleCreate) {
    const body = {
      code: values.code.trim(),
      name_zh: values.name_zh.trim(),
      name_en: values.name_en.trim(),
      make_current: !!values.make_current,
    };
    await creation.mutateAsync(body);
    onDone({ type: 'success', text: t('cycles.created', { code: body.code }) });
  }

  return (
    <FormModal<CycleCreate>
      title={t('cycles.new')}
      form={form}
      initialValues={{ code: '', name_zh: '', name_en: '', make_current: false }}
      onSave={save}
      pending={creation.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item
        label={t('cycles.code')}
        name="code"
        extra={t('cycles.codeHint')}
        rules={[
          required,
          {
            validator: (_, v: string) =>
              !v?.trim() || CYCLE_CODE.test(v.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('cycles.codeInvalid'))),
          },
        ]}
      >
        <Input style={{ maxWidth: 200 }} />
      </Form.Item>
      <BilingualNameFields />
      <Form.Item label={t('cycles.makeCurrent')} name="make_current" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
