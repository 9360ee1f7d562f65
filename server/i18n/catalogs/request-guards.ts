// Messages of the request guards: methods, content types, the forced password change, secrets without a key.
import { defineCatalog } from '../define-catalog.ts';

export const requestGuardMessages = defineCatalog({
  en: {
    unsupportedMediaType: (p) => `Unsupported content type; send ${p.types}`,
    methodNotAllowed: (p) => `${p.method} is not allowed here; this address takes ${p.allow}`,
    passwordChangeRequired: () => 'Your password must be changed before you can continue',
    secretKeyMissing: () =>
      'The server has no key to encrypt secrets with: set ARCANA_SECRET_KEYS on every server process, then save again',
  },
  zh: {
    unsupportedMediaType: (p) => `不支持的内容类型，请使用 ${p.types}`,
    methodNotAllowed: (p) => `此地址不支持 ${p.method} 方法，可用的方法：${p.allow}`,
    passwordChangeRequired: () => '请先修改密码后再继续操作',
    secretKeyMissing: () => '服务器没有用于加密密钥类设置的密钥：请在每个服务器进程上设置 ARCANA_SECRET_KEYS 后再保存',
  },
});
