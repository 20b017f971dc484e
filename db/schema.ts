import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type Role = "admin" | "member";
export type UserStatus = "active" | "disabled";

export interface UsersTable {
  id: Generated<string>;
  email: string;
  username: string;
  full_name: string;
  password_hash: string;
  role: ColumnType<Role, Role | undefined, Role>;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login: NullableTimestamp;
  login_count: ColumnType<number, number | undefined, number>;
}

export interface SessionsTable {
  /** SHA-256 of the token: a leaked table does not yield usable tokens. */
  id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface SignInFailuresTable {
  id: Generated<string>;
  account_key: string;
  failed_at: Timestamp;
}

export interface WorkerHeartbeatsTable {
  worker_id: string;
  beat_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  sign_in_failures: SignInFailuresTable;
  worker_heartbeats: WorkerHeartbeatsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
