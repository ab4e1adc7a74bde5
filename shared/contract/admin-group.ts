/** The Cognito group whose members are admins (SPEC §6): the pool's group, the API's check, the local seed. */
export const ADMIN_GROUP = 'admin';
