import { Modal, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BomEnquiryDialog } from '../bom-enquiry-dialog';
import { enquiryLinesAt, enquiryTicks, mergeLines } from './costing-lines';
import { fetchEnquiryLines } from './use-bom-costing';

interface CostingEnquiryProps {
  bomId: string;
  boards: number;
  buildIndex: number;
  /** The lines the buyer ticked, on any page. */
  selectedIds: readonly string[];
  onClose: () => void;
}

/**
 * "Send uncovered lines to an enquiry": the lines nothing covers and the ticked short ones are read when the
 * dialog opens (the tab holds one page of lines), then offered at the build's buy quantities.
 */
export function CostingEnquiry({ bomId, boards, buildIndex, selectedIds, onClose }: CostingEnquiryProps) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['bom', 'costing-enquiry', bomId, boards, selectedIds],
    queryFn: () => fetchEnquiryLines(bomId, boards, selectedIds),
    gcTime: 0,
    staleTime: 0,
  });
  if (!data)
    return (
      <Modal open footer={null} onCancel={onClose} title={t('bomCost.enquire')}>
        <Spin description={t('bomCost.enquiryLoading')}>
          <div className="bom-cost__loading" />
        </Spin>
      </Modal>
    );
  const lines = mergeLines(...data);
  return (
    <BomEnquiryDialog
      bomId={bomId}
      lines={enquiryLinesAt(lines, buildIndex)}
      selectedInBom={enquiryTicks(lines, buildIndex, selectedIds)}
      withQuantities
      onClose={onClose}
    />
  );
}
