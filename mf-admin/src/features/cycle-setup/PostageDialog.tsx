// A postage method's names, fee and whether candidates are offered it (one switched off can be switched back on).
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateAdminPostageMethod, type AdminPostageMethod } from '@mockexam/api-client';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { dollarsToCents, langOf, moneyRule } from '../../lib';

interface PostageValues {
  name_zh: string;
  name_en: string;
  fee: string;
  active: boolean;
}

interface Props {
  method: AdminPostageMethod;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export function PostageDialog({ method, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const [form] = Form.useForm<PostageValues>();
  const required = [{ required: true, whitespace: true, message: t('cycle.required') }];

  async function save(values: PostageValues) {
    await updateAdminPostageMethod(method.code, {
      name_zh: values.name_zh,
      name_en: values.name_en,
      // The fee rule lets zero through, which dollarsToCents answers with null.
      fee_cents: dollarsToCents(values.fee) ?? 0,
      active: values.active,
    });
    onDone({ type: 'success', text: t('common.saved') });
  }

  return (
    <FormModal<PostageValues>
      title={lang === 'en' ? method.name_en : method.name_zh}
      form={form}
      initialValues={{
        name_zh: method.name_zh,
        name_en: method.name_en,
        fee: (method.fee_cents / 100).toFixed(2),
        active: method.active,
      }}
      onSave={save}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item label={t('cycle.nameZh')} name="name_zh" rules={required}>
        <Input />
      </Form.Item>
      <Form.Item label={t('cycle.nameEn')} name="name_en" rules={required}>
        <Input />
      </Form.Item>
      <Form.Item
        label={t('cycle.fee')}
        name="fee"
        rules={[
          { required: true, whitespace: true, message: t('cycle.priceRequired') },
          moneyRule(lang, t('cycle.priceInvalid'), { allowZero: true }),
        ]}
      >
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item label={t('cycle.offered')} name="active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
