// Fluent's Tooltip alone, for LazyTooltip's dynamic import (a dynamic import of the barrel itself
// would make the whole library one chunk).
export { Tooltip } from '@fluentui/react-components';
