// Spinner alone: a dynamic import of the Fluent barrel itself would make that barrel a chunk that
// imports every Fluent component (the whole library on the first spinner).
export { Spinner } from '@fluentui/react-components';
