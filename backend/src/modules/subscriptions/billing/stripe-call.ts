import { BadGatewayException, Logger } from '@nestjs/common';
import Stripe from 'stripe';

const logger = new Logger('Stripe');

/** A call to Stripe whose failure is Stripe's, not ours: the caller gets a 502 with a plain message. */
export async function askStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    logger.warn(`${what} failed: ${error.type} ${error.statusCode ?? ''} ${error.message}`);
    throw new BadGatewayException('Stripe did not answer as expected. Please try again in a moment.');
  }
}

/** The id of an expandable Stripe field (an id, or the object when expanded). */
export function idOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null;
  return typeof field === 'string' ? field : field.id;
}

/** Stripe answers a cancellation of a subscription that has already ended with "No such subscription". */
export function ifEnded(error: unknown): false {
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return false;
  throw error;
}

/** The statuses of a subscription that charges no more. */
export const ENDED_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);
