// Messages of the request guards: content types and the forced password change.
import { defineCatalog } from '../define-catalog.ts';

export const hardeningMessages = defineCatalog({
  en: {
    unsupportedMediaType: (p) => `Unsupported content type; send ${p.types}`,
    passwordChangeRequired: () => 'Your password must be changed before you can continue',
  },
  zh: {
    unsupportedMediaType: (p) => `不支持的内容类型，请使用 ${p.types}`,
    passwordChangeRequired: () => '请先修改密码后再继续操作',
  },
});
