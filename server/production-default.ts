// Imported first by server/start.ts, before React or React Router is loaded: they pick their
// development or production build from NODE_ENV when first imported, and `npm start` serves
// production unless told otherwise (`npm run dev` sets development).
if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";
