// The signed-in user's profile (requirements C9, F7), camelCased, with the facts the app derives
// from it.
import type { InferOutput } from 'valibot';
import type { ApiClient } from '../api/client.ts';
import { myProfile, type profileInfo } from '../api/contract/users.ts';
import { isDeveloperCompany, workflowOff, type WorkflowAuthority } from '../files/authority.ts';
import { camelizeKeys, type Camelized } from './camelize.ts';

/** The profile as the app holds it: every key camelCased, recursively. */
export type Profile = Camelized<InferOutput<typeof profileInfo>>;
/** The operation authority flags, camelCased. */
export type OperationAuthority = Profile['operationAuthority'];

/** Fetches the profile (failures follow the client's policy, then reach the caller). */
export async function fetchProfile(client: ApiClient, signal?: AbortSignal): Promise<Profile> {
  const answer = await client.call(myProfile, {}, { signal });
  return camelizeKeys(answer.profile_info);
}

/** 'user' means the Office viewer option. */
export function usesOfficeViewer(profile: Pick<Profile, 'viewerBrowserMode'>): boolean {
  return profile.viewerBrowserMode === 'user';
}

/** Whether the user's company is one of the developer companies. */
export function isDeveloper(profile: Pick<Profile, 'companyCode'>): boolean {
  return isDeveloperCompany(profile.companyCode);
}

/** The profile with every workflow flag off (the spec's one function, from src/lib/files). */
export function withoutWorkflow(profile: Profile): Profile {
  const authority: OperationAuthority & WorkflowAuthority = profile.operationAuthority;
  return { ...profile, operationAuthority: workflowOff(authority) };
}
