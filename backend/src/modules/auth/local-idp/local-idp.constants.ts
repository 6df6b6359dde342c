/** The authorization parameter and userinfo claim carrying a new development account's plan. */
export const LOCAL_IDP_PLAN_PARAM = 'gatherly_plan';
/** Outside production only: the provider vouches for the e-mail as unverified (tests of the refusal). */
export const LOCAL_IDP_UNVERIFIED_PARAM = 'gatherly_unverified';
export const LOCAL_IDP_CLIENT_ID = 'gatherly-local';
/** Where the provider is mounted in the API; its issuer is PUBLIC_URL followed by this path. */
export const LOCAL_IDP_PATH = '/api/local-idp';
