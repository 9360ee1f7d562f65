// Dictionary type form values <-> API body.
import type { DictType, DictTypeInput } from './dictionaries-api.ts';

export interface DictTypeFormValues {
  code: string;
  name: string;
  nameEn: string;
  nameZh: string;
  description: string;
  sort: string;
}

export const dictTypeForm = (t?: DictType): DictTypeFormValues => ({
  code: t?.code ?? '',
  name: t?.name ?? '',
  nameEn: t?.i18nNames?.en_US ?? '',
  nameZh: t?.i18nNames?.zh_CN ?? '',
  description: t?.description ?? '',
  sort: String(t?.sort ?? 0),
});

export const toDictTypeBody = (v: DictTypeFormValues, status: 0 | 1): DictTypeInput => ({
  code: v.code.trim(),
  name: v.name.trim(),
  description: v.description,
  sort: Number(v.sort || 0),
  status,
  i18nNames: { ...(v.nameEn.trim() ? { en_US: v.nameEn.trim() } : {}), ...(v.nameZh.trim() ? { zh_CN: v.nameZh.trim() } : {}) },
});
