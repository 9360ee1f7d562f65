// Messages of idempotency keys (server/http/idempotency.ts).
import { defineCatalog } from '../define-catalog.ts';

export const idempotencyMessages = defineCatalog({
  en: {
    idempotencyKeyReused: () => 'This Idempotency-Key was already used for a different request; send a new key for a new action',
    idempotencyKeyInProgress: () =>
      'A request with this Idempotency-Key is being processed or has been applied; reload to see the result before trying again',
  },
  zh: {
    idempotencyKeyReused: () => '此 Idempotency-Key 已用于另一个请求，新的操作请使用新的键',
    idempotencyKeyInProgress: () => '使用此 Idempotency-Key 的请求正在处理或已生效，请刷新查看结果后再重试',
  },
});
