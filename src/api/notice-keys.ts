// The query key of the signed-in user's notices (the header's unread badge and its list), shared
// so that publishing a notice (system manage) refreshes the badge of the publisher at once.
export const noticeKeys = { all: ['desk', 'notices'] as const };
