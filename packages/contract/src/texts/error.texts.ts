import type { TextCatalogue } from './text-catalogue.js';

/**
 * The web client's own error texts (failed calls: docs/architecture.md): shown when an answer carries no
 * message of its own, or when no answer arrived at all.
 */
export const errorTexts = {
  'error.status.400': { zhCn: '请求错误', zhTw: '請求錯誤', enUs: 'Bad request' },
  'error.status.403': { zhCn: '拒绝访问', zhTw: '拒絕存取', enUs: 'Access forbidden' },
  'error.status.404': {
    zhCn: '请求的资源不存在',
    zhTw: '請求的資源不存在',
    enUs: 'The requested resource was not found',
  },
  'error.status.406': {
    zhCn: '请求的格式不可得',
    zhTw: '請求的格式不可得',
    enUs: 'The requested format is not available',
  },
  'error.status.410': {
    zhCn: '请求的资源已被永久删除',
    zhTw: '請求的資源已被永久刪除',
    enUs: 'The requested resource has been removed',
  },
  'error.status.422': { zhCn: '数据验证错误', zhTw: '資料驗證錯誤', enUs: 'Validation failed' },
  'error.status.500': { zhCn: '服务器内部错误', zhTw: '伺服器內部錯誤', enUs: 'Internal server error' },
  'error.status.502': { zhCn: '系统升级中', zhTw: '系統升級中', enUs: 'The system is being upgraded' },
  'error.status.503': { zhCn: '服务不可用', zhTw: '服務不可用', enUs: 'Service unavailable' },
  'error.status.504': { zhCn: '网关超时', zhTw: '閘道逾時', enUs: 'Gateway timeout' },
  'error.unknown': { zhCn: '未知错误', zhTw: '未知錯誤', enUs: 'Unknown error' },
  'error.timeout': {
    zhCn: '请求超时，请稍后再试',
    zhTw: '請求逾時，請稍後再試',
    enUs: 'The request timed out, please try again',
  },
  'error.network': {
    zhCn: '网络连接失败，请检查网络',
    zhTw: '網路連線失敗，請檢查網路',
    enUs: 'The network is unreachable, please check your connection',
  },
  'error.loginRequired': {
    zhCn: '请登录以获取更多信息',
    zhTw: '請登入以獲取更多資訊',
    enUs: 'Please log in for more information',
  },
} satisfies TextCatalogue;
