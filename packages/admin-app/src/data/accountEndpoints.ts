import type { AccountKind, EndpointName } from '@chairside/api-contract';

/** The calls of each account kind, by their names in api-contract's table. */
export const accountKindEndpoints = {
  professional: {
    list: 'listProfessionals',
    suspend: 'suspendProfessional',
    unsuspend: 'unsuspendProfessional',
    profile: 'getProfessionalProfile',
  },
  salon: { list: 'listSalons', suspend: 'suspendSalon', unsuspend: 'unsuspendSalon', profile: 'getSalonProfile' },
  'private-suite': {
    list: 'listPrivateSuites',
    suspend: 'suspendPrivateSuite',
    unsuspend: 'unsuspendPrivateSuite',
    profile: 'getPrivateSuiteProfile',
  },
} as const satisfies Record<AccountKind, Record<'list' | 'suspend' | 'unsuspend' | 'profile', EndpointName>>;

export type AccountKindEndpoints = (typeof accountKindEndpoints)[AccountKind];
