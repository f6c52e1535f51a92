import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import { loadSharedSchemas, sharedSchemasIfLoaded } from '../../lib/api/sharedSchemas';
import './authStrings';

export type FormErrors = {
  /** A message per input, from the server (`fields`, or the login calls' `{ email, password }`). */
  fields: Record<string, string>;
  /** A message for the whole form when no field explains the failure. */
  message: string | null;
};

const none: FormErrors = { fields: {}, message: null };

function stringFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string] =>
        (entry[0] === 'email' || entry[0] === 'password') && typeof entry[1] === 'string',
    ),
  );
}

/** Turns a failed request into what the form shows: field messages, or one message for the form. */
export function useFormErrors(error: unknown): FormErrors {
  const { t } = useTranslation('auth');
  const [shared, setShared] = useState(sharedSchemasIfLoaded);
  useEffect(() => {
    if (error && !shared) void loadSharedSchemas().then(setShared);
  }, [error, shared]);
  if (!error) return none;
  if (!(error instanceof ApiRequestError)) {
    return { fields: {}, message: error instanceof TypeError ? t('errors.network') : t('errors.generic') };
  }
  // The login calls answer the seed's `{ email?, password? }`; everything else `{ code, message, fields? }`.
  const parsed = shared?.apiErrorSchema.safeParse(error.body);
  if (parsed?.success) {
    const fields = parsed.data.fields ?? {};
    return { fields, message: Object.keys(fields).length > 0 ? null : parsed.data.message };
  }
  const fields = stringFields(error.body);
  return { fields, message: Object.keys(fields).length > 0 ? null : t('errors.generic') };
}
