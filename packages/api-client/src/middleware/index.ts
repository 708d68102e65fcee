export { bearerTokenMiddleware, type TokenSource } from './auth';
export { isAuthCall, isLoginCall } from './paths';
export { createLatestSignal, timeoutMiddleware } from './timeout';
export {
  loginUrlFor,
  redirectToLogin,
  unauthorizedMiddleware,
  type UnauthorizedHandler,
  type UnauthorizedOptions,
} from './unauthorized';
export { apiErrorMiddleware } from './errors';
