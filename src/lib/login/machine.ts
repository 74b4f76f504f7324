// The login machine's code: the step function and the reader of the login answer. The store
// loads it at the visitor's first key or click in the form (or at the first event), not with
// the page, which needs none of it to show the form (decision 011, issue 17).
export { next } from './flow.ts';
export { loginDataOf } from './answer.ts';
