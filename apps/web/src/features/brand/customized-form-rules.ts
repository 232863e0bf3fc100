import type { RuleObject } from 'antd/es/form';
import { customizedRequestSchema, pickText } from '@emall/contract';
import type { Lang, LocalizedText } from '@emall/contract';

type Field = keyof typeof customizedRequestSchema.shape;

/**
 * An antd rule that checks one field with the contract's schema, so the form refuses exactly what the server
 * refuses, with the same words (the rule's LocalizedText in the visitor's language); an empty required field
 * says `requiredText`.
 */
export function schemaRule(field: Field, lang: Lang, requiredText: string): RuleObject {
  return {
    validator: (_rule, value: unknown) => {
      const result = customizedRequestSchema.shape[field].safeParse(value ?? '');
      if (result.success) return Promise.resolve();
      const issue = result.error.issues[0];
      const text = issue?.code === 'custom' ? (issue.params?.text as LocalizedText | undefined) : undefined;
      return Promise.reject(new Error(text ? pickText(text, lang) : requiredText));
    },
  };
}
