import { Inject } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '../../../config/app-config';

const STRIPE = Symbol('Stripe');

/** Injects the Stripe client, or null when billing is not configured. */
export const InjectStripe = () => Inject(STRIPE);

/** One client per process, pointed at STRIPE_API_URL (Stripe itself, or the tests' stand-in). */
export const StripeClientProvider = {
  provide: STRIPE,
  inject: [AppConfig],
  useFactory: (config: AppConfig): Stripe | null => {
    if (!config.billing) return null;
    const { apiUrl, secretKey } = config.billing;
    const protocol = apiUrl.protocol === 'http:' ? 'http' : 'https';
    return new Stripe(secretKey, {
      host: apiUrl.hostname,
      port: apiUrl.port || (protocol === 'http' ? 80 : 443),
      protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Gatherly' },
    });
  },
};
