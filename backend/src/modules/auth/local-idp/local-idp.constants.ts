/** The authorization parameter and userinfo claim carrying a new development account's plan. */
export const LOCAL_IDP_PLAN_PARAM = 'gatherly_plan';
export const LOCAL_IDP_CLIENT_ID = 'gatherly-local';
