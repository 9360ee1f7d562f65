// Dictionary type form values <-> API body: a coded record (shared/record-form.ts) with its
// English and Chinese names.
import { codedBody, codedFormOf, type CodedFormValues } from '../shared/record-form.ts';
import type { DictType, DictTypeInput } from './dictionaries-api.ts';

export interface DictTypeFormValues extends CodedFormValues {
  nameEn: string;
  nameZh: string;
}

export const dictTypeForm = (t?: DictType): DictTypeFormValues => ({
  ...codedFormOf(t),
  nameEn: t?.i18nNames?.en_US ?? '',
  nameZh: t?.i18nNames?.zh_CN ?? '',
});

export const toDictTypeBody = (v: DictTypeFormValues, status: 0 | 1): DictTypeInput => ({
  ...codedBody(v),
  status,
  i18nNames: { ...(v.nameEn.trim() ? { en_US: v.nameEn.trim() } : {}), ...(v.nameZh.trim() ? { zh_CN: v.nameZh.trim() } : {}) },
});
