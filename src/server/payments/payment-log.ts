/** The logging the payment handlers need: a request's logger, or the queue's when a job runs them. */
export type PaymentLog = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};
