// Who may use the candidate steps of the flow.

/** Candidate pages take candidates, individual or school candidates (the shell's guard does the same). */
export function isCandidateRole(role: string | null): boolean {
  return role === 'candidate' || role === 'school_candidate';
}
