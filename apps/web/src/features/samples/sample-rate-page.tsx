import { useState } from 'react';
import { Button, Empty, Form, Input, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SAMPLE_RATING_DEFAULT, SAMPLE_TEXT_LIMIT } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { toaster } from '../../api/toaster';
import { RequireLogin } from '../../ui/require-login';
import { useSubmitFeedback } from './api/use-my-samples';
import './samples.css';

interface RateForm {
  rating: number;
  feedbackText: string;
}

/** /samplerate?sampleReqId=…: rating 1–5 (3 to start) and up to 500 characters. */
export function SampleRatePage() {
  return (
    <RequireLogin>
      <SampleRateScreen />
    </RequireLogin>
  );
}

function SampleRateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const sampleReqId = searchParams.get('sampleReqId') ?? '';
  const submitFeedback = useSubmitFeedback();
  const [isSubmitting, setIsSubmitting] = useState(false);

  if (!/^\d+$/.test(sampleReqId)) {
    return (
      <Empty description={t('sample.rate.missing')}>
        <Link to="/my_EMall?activeKey=3">{t('member.tab.samples')}</Link>
      </Empty>
    );
  }

  const submit = async (values: RateForm) => {
    setIsSubmitting(true);
    try {
      await submitFeedback(sampleReqId, values.rating, values.feedbackText);
      toaster.success(t('sample.rate.success'));
      await navigate('/my_EMall?activeKey=3');
    } catch (error) {
      if (!isApiError(error)) throw error;
      // The client's shared handler showed the server's message (already rated, not shipped); the page stays.
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <div className="sample-rate-page frame-width">
      <Typography.Title level={3}>{t('sample.rate.title')}</Typography.Title>
      <Form<RateForm>
        layout="vertical"
        className="sample-rate-page__form"
        initialValues={{ rating: SAMPLE_RATING_DEFAULT, feedbackText: '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="rating" label={t('sample.rate.rating')}>
          <Rate allowClear={false} />
        </Form.Item>
        <Form.Item name="feedbackText" label={t('sample.rate.text')}>
          <Input.TextArea
            aria-label={t('sample.rate.text')}
            rows={5}
            maxLength={SAMPLE_TEXT_LIMIT}
            showCount
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isSubmitting}>
          {t('sample.rate.submit')}
        </Button>
      </Form>
    </div>
  );
}
