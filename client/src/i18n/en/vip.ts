import type { vip as es } from '../es/vip';

export const vip: typeof es = {
  modal: {
    title: 'Join the VIP Club!',
    description: 'Get our FREE ebook with 16 exclusive recipes from Guatemala and El Salvador.',
    benefits: {
      ebook: 'FREE ebook with 16 exclusive recipes',
      earlyAccess: 'Early access to new products',
      newsletter: 'Weekly newsletter with offers and exclusive content',
    },
    emailLabel: 'Your email',
    emailPlaceholder: 'Enter your email',
    consent: 'I want to receive emails with offers and exclusive content',
    submit: 'Get my FREE ebook',
    submitting: 'Sending...',
    privacy: 'No spam. Unsubscribe at any time.',
    privacyLink: 'Privacy policy',
    opensInNewTab: '(opens in a new tab)',
    close: 'Close',
    leaveEmpty: 'Leave empty',
    errors: {
      emailRequired: 'Enter your email to get the ebook',
      emailInvalid: 'Please enter a valid email',
    },
  },
  success: {
    title: 'Welcome to the VIP Club!',
    description: 'Your FREE 16-recipe ebook is on its way to your email. Open the message and press “Confirm and get my ebook” to download it.',
    hint: 'Not there in a few minutes? Check your spam and promotions folders.',
    done: 'Great!',
  },
  member: {
    title: 'You are already a VIP member!',
    description: 'You are already subscribed to the VIP Club. Check your email for your FREE ebook and our exclusive offers.',
    continue: 'Continue',
  },
  toast: {
    successTitle: 'Success!',
    successDescription: 'Welcome to the VIP Club! Check your email for your free EBOOK.',
    invalidTitle: 'Invalid email',
    invalidDescription: 'Please enter a valid email',
    errorTitle: 'Error',
    errorDescription: 'Something went wrong. Please try again.',
  },
  floating: {
    label: 'FREE EBOOK',
    button: 'Join the VIP Club and get your FREE ebook',
  },
};
