import { AutoComplete } from 'antd';
import { SEARCH_MAX_LENGTH, SUGGESTION_DELAY_MS, SUGGESTION_LIST_MAX_HEIGHT } from '@emall/contract';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { usePartSuggestions } from '../../ui/use-part-suggestions';

interface PartNumberCellProps {
  value: string;
  label: string;
  status?: 'error' | undefined;
  onChange: (partNumber: string, brand?: string) => void;
}

/**
 * The part-number cell: suggestions from the catalog as the buyer types (from 2 valid characters,
 * after 200 ms, at most 200 px high). Picking a suggestion of a single brand fills the brand cell too.
 */
export function PartNumberCell({ value, label, status, onChange }: PartNumberCellProps) {
  const term = useDebouncedValue(value, SUGGESTION_DELAY_MS);
  const { data: suggestions = [] } = usePartSuggestions(term);
  return (
    <AutoComplete
      aria-label={label}
      value={value}
      status={status}
      maxLength={SEARCH_MAX_LENGTH}
      listHeight={SUGGESTION_LIST_MAX_HEIGHT}
      popupMatchSelectWidth={false}
      options={suggestions.map((s) => ({
        value: s.partNumber,
        label: s.brandCodes.length ? `${s.partNumber} · ${s.brandCodes.join(', ')}` : s.partNumber,
      }))}
      onChange={(text: string) => {
        onChange(text);
      }}
      onSelect={(text: string) => {
        const picked = suggestions.find((s) => s.partNumber === text);
        onChange(text, picked?.brandCodes.length === 1 ? picked.brandCodes[0] : undefined);
      }}
      className="enquiry-table__part"
    />
  );
}
