import type { Dayjs } from 'dayjs';

export interface CreateEventValues {
  name: string;
  description?: string;
  location?: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  customLogo?: string;
  primary: string;
  secondary: string;
  tertiary: string;
}

/**
 * Spec section 5: dates become ISO timestamps or null (always null when 'Dates TBD'); empty texts null.
 * The event starts in its creator's time zone, the one their dates were typed in.
 */
export function createEventBody(values: CreateEventValues, datesTbd: boolean) {
  return {
    name: values.name.trim(),
    description: values.description || null,
    location: values.location || null,
    startDate: datesTbd ? null : (values.startDate?.toISOString() ?? null),
    endDate: datesTbd ? null : (values.endDate?.toISOString() ?? null),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    customLogo: values.customLogo || null,
    themeColors: { primary: values.primary, secondary: values.secondary, tertiary: values.tertiary },
  };
}
