// User-facing server messages in both interface languages, chosen by Accept-Language.
// The portal sends exactly `en_US` or `zh_CN`; other clients send browser lists such as
// `zh-CN,zh;q=0.9,en;q=0.8`, so the first (preferred) tag decides: English when it starts
// with "en", otherwise Chinese, the platform's default.
export type Lang = 'zh_CN' | 'en_US';

export function langOf(acceptLanguage: string | undefined): Lang {
  const first = acceptLanguage?.split(',')[0]?.trim() ?? '';
  return /^en($|[-_;])/i.test(first) ? 'en_US' : 'zh_CN';
}

type Messages = Record<string, (p: Record<string, string | number>) => string>;

const en: Messages = {
  tokenExpired: () => 'Sorry, your identity information has expired. Please log in again',
  tokenInvalid: () => 'Sorry, your identity information has expired. Please log in again',
  accessTokenExpired: () => 'The access token has expired',
  badClient: () => 'Unknown client',
  badRequest: (p) => `Invalid request: ${p.detail}`,
  notFound: () => 'Not found',
  unknown: () => 'An unknown error has occurred, please try again later.',
  badCredentials: (p) => `Wrong username or password. ${p.left} attempt(s) left before the account is locked`,
  badCredentialsNoCount: () => 'Wrong username or password',
  locked: (p) => `The account is locked. Try again in ${p.minutes} minute(s)`,
  ipLimited: (p) => `Too many failed logins from this address. Try again in ${p.minutes} minute(s)`,
  disabled: () => 'The account is disabled',
  captchaRequired: () => 'Please enter the verification code',
  captchaWrong: () => 'The verification code is wrong or has expired',
  refreshInvalid: () => 'Sorry, your identity information has expired. Please log in again',
  ldapOff: () => 'Directory (LDAP) login is not configured',
  oldPasswordWrong: () => 'The old password is wrong',
  sameAsOld: () => 'Old and new passwords cannot be the same',
  mismatch: () => 'The passwords entered twice do not match',
  passwordLength: () => 'The password must be 6 to 32 characters',
  passwordNeeds: (p) => `The password must contain ${p.classes}`,
  digits: () => 'digits',
  uppercase: () => 'uppercase letters',
  lowercase: () => 'lowercase letters',
  special: () => 'special characters',
  forbidden: () => 'Only administrators may do this',
  reminderTooLong: (p) => `The password-expiry reminder (${p.reminder} days) must be less than the password lifetime (${p.lifetime} days)`,
  // Home, menus, licence (home/menus server)
  noPermission: () => 'You do not have permission to do this',
  appNotFound: () => 'The application does not exist or you may not use it',
  quickAccessMax: (p) => `At most ${p.max} quick-access applications are allowed`,
  invalidLicense: () => 'Invalid licence file',
  licenseFileType: () => 'Only a .lic file can be uploaded',
};

const zh: Messages = {
  tokenExpired: () => '抱歉，您的身份信息已过期，请重新登录',
  tokenInvalid: () => '抱歉，您的身份信息已过期，请重新登录',
  accessTokenExpired: () => '访问令牌已过期',
  badClient: () => '未知的客户端',
  badRequest: (p) => `请求参数错误：${p.detail}`,
  notFound: () => '资源不存在',
  unknown: () => '发生未知错误，请稍后再试。',
  badCredentials: (p) => `用户名或密码错误，还可尝试 ${p.left} 次，之后账号将被锁定`,
  badCredentialsNoCount: () => '用户名或密码错误',
  locked: (p) => `账号已被锁定，请 ${p.minutes} 分钟后再试`,
  ipLimited: (p) => `该地址登录失败次数过多，请 ${p.minutes} 分钟后再试`,
  disabled: () => '账号已被禁用',
  captchaRequired: () => '请输入验证码',
  captchaWrong: () => '验证码错误或已过期',
  refreshInvalid: () => '抱歉，您的身份信息已过期，请重新登录',
  ldapOff: () => '未配置目录（LDAP）登录',
  oldPasswordWrong: () => '旧密码错误',
  sameAsOld: () => '新旧密码不能相同',
  mismatch: () => '两次输入的密码不一致',
  passwordLength: () => '密码长度须为 6 到 32 个字符',
  passwordNeeds: (p) => `密码必须包含${p.classes}`,
  digits: () => '数字',
  uppercase: () => '大写字母',
  lowercase: () => '小写字母',
  special: () => '特殊字符',
  forbidden: () => '只有管理员可以执行此操作',
  reminderTooLong: (p) => `密码过期提醒天数（${p.reminder} 天）必须小于密码有效期（${p.lifetime} 天）`,
  // 首页、菜单、许可
  noPermission: () => '您没有执行此操作的权限',
  appNotFound: () => '应用不存在或您无权使用',
  quickAccessMax: (p) => `快捷访问最多 ${p.max} 个应用`,
  invalidLicense: () => '无效的许可文件',
  licenseFileType: () => '只能上传 .lic 文件',
};

export type MessageKey = keyof typeof en;

export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return (lang === 'en_US' ? en : zh)[key]!(params);
}
