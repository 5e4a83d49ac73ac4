// The profile unit's entry: exactly what code outside src/profile/ uses of it.
export {
  AVATAR_TYPES,
  type AvatarForm,
  checkAvatar,
  checkPasswordChange,
  checkProfile,
  cleanLoginPasswordChange,
  cleanPayPasswordChange,
  cleanProfile,
  isMobile,
  MOBILE_MAX_LENGTH,
  PASSWORD_LIMITS,
  type PasswordChangeForm,
  PROFILE_MAX_LENGTH,
  type ProfileForm,
} from './profile.rules.ts';
