// A postage method's names, fee and whether candidates are offered it (one switched off can be switched back on).
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import type { AdminPostageMethod } from '@mockexam/api-client';
import { nameIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { dollarsToCents, moneyRule } from '../../components/formRules';
import { useUpdatePostageMethod } from './api';
import { BilingualNameFields } from '../../components/BilingualNameFields';

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
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [form] = Form.useForm<PostageValues>();
  const update = useUpdatePostageMethod(method.code);

  async function save(values: PostageValues) {
    await update.mutateAsync({
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
      title={nameIn(method, locale)}
      form={form}
      initialValues={{
        name_zh: method.name_zh,
        name_en: method.name_en,
        fee: (method.fee_cents / 100).toFixed(2),
        active: method.active,
      }}
      onSave={save}
      pending={update.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <BilingualNameFields />
      <Form.Item
        label={t('cycle.fee')}
        name="fee"
        rules={[
          { required: true, whitespace: true, message: t('cycle.priceRequired') },
          moneyRule(locale, t('cycle.priceInvalid'), { allowZero: true }),
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
