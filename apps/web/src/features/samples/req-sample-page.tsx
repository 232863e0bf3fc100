import { useEffect, useState } from 'react';
import { Button, Cascader, Empty, Form, Input, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { showApiError } from '../../api/client';
import { isMaintenanceStatus } from '../../api/error-rules';
import { toaster } from '../../api/toaster';
import { applyFieldErrors } from '../../ui/field-errors';
import { Money } from '../../ui/money';
import { RequireLogin } from '../../ui/require-login';
import { useSampleCart, useSampleCartChanges } from './api/use-sample-cart';
import { useCreateSampleReq } from './api/use-sample-request';
import { useRegionOptions } from './use-region-options';
import type { RegionOption } from './use-region-options';
import './samples.css';

interface RequestForm {
  recipient: string;
  contactPhone1: string;
  contactPhone2?: string;
  region?: string[];
  detailAddr: string;
  projectName?: string;
  projectDesc?: string;
}

const PHONE = /^[\d+\-() ]{5,20}$/;
const FIELDS = ['recipient', 'contactPhone1', 'contactPhone2', 'detailAddr', 'projectName', 'projectDesc'];

/** /reqsample: the request form for the sample cart's lines. */
export function ReqSamplePage() {
  return (
    <RequireLogin>
      <ReqSampleScreen />
    </RequireLogin>
  );
}

function ReqSampleScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RequestForm>();
  const { data: cart, isPending } = useSampleCart();
  const { reread } = useSampleCartChanges();
  const createRequest = useCreateSampleReq();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const info = cart?.defaultInfo;
  const { options, loadData, defaultIds } = useRegionOptions(info?.defaultLocale);

  // The customer's default address fills the form once it is known, never over what the buyer typed.
  useEffect(() => {
    if (!info) return;
    const current = form.getFieldsValue();
    form.setFieldsValue({
      recipient: current.recipient || info.recipients || info.acctName,
      contactPhone1: current.contactPhone1 || info.contactPhone,
      detailAddr: current.detailAddr || info.detailAddr,
    });
  }, [info, form]);
  useEffect(() => {
    if (defaultIds && !form.getFieldValue('region')) form.setFieldValue('region', defaultIds);
  }, [defaultIds, form]);

  const submit = async (values: RequestForm) => {
    const [provinceId = '', cityId = '', districtId = ''] = values.region ?? [];
    setIsSubmitting(true);
    try {
      const created = await createRequest({
        recipient: values.recipient,
        contactPhone1: values.contactPhone1,
        contactPhone2: values.contactPhone2 || undefined,
        provinceId,
        cityId,
        districtId,
        detailAddr: values.detailAddr,
        projectName: values.projectName || undefined,
        projectDesc: values.projectDesc || undefined,
        spuIds: cart?.rows.map((line) => line.spuId),
      });
      toaster.success(t('sample.req.success', { no: created.sampleReqNo }));
      // The server already took the requested lines out of the sample cart: reading it again is the cleanup.
      await reread();
      await navigate('/my_EMall?activeKey=3');
    } catch (error) {
      if (!isApiError(error)) throw error;
      // An errcode is a failure: the message, no cleanup, no navigation.
      const isHandled = error.status === 401 || isMaintenanceStatus(error.status);
      if (!isHandled && !applyFieldErrors(form, error, FIELDS)) showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  };

  const required = { required: true, whitespace: true, message: t('sample.req.required') };
  const phone = { pattern: PHONE, message: t('sample.req.phoneInvalid') };

  return (
    <div className="req-sample-page frame-width">
      <Typography.Title level={3}>{t('sample.req.title')}</Typography.Title>
      <Typography.Title level={5}>{t('sample.req.lines')}</Typography.Title>
      {!isPending && (!cart || cart.rows.length === 0) ? (
        <Empty description={t('sample.cart.empty')}>
          <Link to="/sample">{t('sample.req.back')}</Link>
        </Empty>
      ) : (
        <>
          <Table
            rowKey="spuId"
            size="small"
            loading={isPending}
            pagination={false}
            dataSource={cart?.rows ?? []}
            columns={[
              { title: t('sample.list.part'), dataIndex: 'mfrPartNumber', key: 'part' },
              { title: t('sample.list.brand'), dataIndex: 'brandName', key: 'brand' },
              { title: t('sample.list.qty'), dataIndex: 'qty', key: 'qty' },
              {
                title: t('sample.cart.amount'),
                key: 'amount',
                render: (_, line) => (line.amount ? <Money value={line.amount} /> : '—'),
              },
            ]}
          />
          <Form<RequestForm>
            form={form}
            layout="vertical"
            className="req-sample-page__form"
            onFinish={(values) => void submit(values)}
          >
            <Form.Item name="recipient" label={t('sample.req.recipient')} rules={[required, { max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="contactPhone1" label={t('sample.req.phone1')} rules={[required, phone]}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="contactPhone2" label={t('sample.req.phone2')} rules={[phone]}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item
              name="region"
              label={t('sample.req.region')}
              required
              rules={[
                {
                  validator: (_, value?: string[]) =>
                    value?.length === 3
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('sample.req.regionRequired'))),
                },
              ]}
            >
              <Cascader<RegionOption> options={options} loadData={loadData} changeOnSelect={false} />
            </Form.Item>
            <Form.Item name="detailAddr" label={t('sample.req.detailAddr')} rules={[required, { max: 200 }]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="projectName" label={t('sample.req.projectName')} rules={[{ max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="projectDesc" label={t('sample.req.projectDesc')} rules={[{ max: 500 }]}>
              <Input.TextArea maxLength={500} showCount rows={3} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                {t('sample.req.submit')}
              </Button>
              <Link to="/sample">{t('sample.req.back')}</Link>
            </Space>
          </Form>
        </>
      )}
    </div>
  );
}
