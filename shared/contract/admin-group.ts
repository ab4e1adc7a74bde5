/** The Cognito group whose members are admins (docs/product.md §Roles and permissions): the pool's group, the API's check, the local seed. */
export const ADMIN_GROUP = 'admin';
