/**
 * Opens the VIP club's sign-up, saying which button asked (its analytics label). The landing
 * page's buttons call it; the app wires it to the VIP feature, so neither feature imports the
 * other.
 */
export type JoinVip = (source: string) => void;
