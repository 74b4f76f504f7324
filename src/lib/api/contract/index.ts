// Every call of the spec, declared once; the browser client and the reference server import these.
import { cancelLogin, csrfToken, login, tokenLogin } from './auth.ts';
import { agreeGdpr } from './gdpr.ts';
import { logError } from './logs.ts';
import { otpDeviceRegistration, otpRequest } from './otp.ts';
import { changePassword } from './password.ts';
import { ssoInfo, ssoInit } from './sso.ts';
import { myProfile } from './users.ts';
import { publicEndpoints } from './public.ts';
import { addFolder, restoreItems, trashItems, uploadFiles } from './files.ts';
import { listFolder, listProjects, listRoots } from './explorer.ts';
import { convertDocument, convertMedia, viewerCache } from './preview.ts';
import {
  downloadFile,
  downloadNote,
  initZip,
  itemsZipStatus,
  startItemsZip,
  startZip,
  zipTaskStatus,
} from './download.ts';
import { workflowDownload, workflowReview } from './workflow.ts';
import { getImages, thumbnailOne, thumbnailsV1, thumbnailsV2 } from './thumbnails.ts';
import { commonTags, deleteAutocomplete, mailBlacklist, ransomwareCheck } from './misc.ts';
import { scannerConfig } from './scanner.ts';
import { renameItem } from './rename.ts';
import { favoriteEndpoints } from './favorites.ts';
import { lockFile } from './lock.ts';
import { unfreezeEndpoints } from './unfreeze.ts';
import { trustedBrowserEndpoints } from './trusted-browsers.ts';
import { trashViewEndpoints } from './trash-view.ts';
import { tagEndpoints } from './tags.ts';
import { copyMoveEndpoints } from './copy-move.ts';
import { searchNames } from './search.ts';
import { commentEndpoints } from './comments.ts';
import { fileLogEndpoints } from './file-logs.ts';
import { memberEndpoints } from './members.ts';
import { mailEndpoints } from './mail.ts';
import { setDeleteSchedule } from './schedule.ts';
import { shareLinkEndpoints } from './share-links.ts';
import { requestUploadEndpoints } from './request-uploads.ts';
import { resumableUpload } from './resumable.ts';

export * from './common.ts';
export * from './auth.ts';
export * from './logs.ts';
export * from './otp.ts';
export * from './sso.ts';
export * from './password.ts';
export * from './gdpr.ts';
export * from './users.ts';
export * from './public.ts';
export * from './files.ts';
export * from './explorer.ts';
export * from './preview.ts';
export * from './download.ts';
export * from './workflow.ts';
export * from './thumbnails.ts';
export * from './misc.ts';
export * from './scanner.ts';
export * from './rename.ts';
export * from './favorites.ts';
export * from './lock.ts';
export * from './trash-view.ts';
export * from './tags.ts';
export * from './copy-move.ts';
export * from './search.ts';
export * from './comments.ts';
export * from './file-logs.ts';
export * from './members.ts';
export * from './mail.ts';
export * from './trusted-browsers.ts';
export * from './schedule.ts';
export * from './share-links.ts';
export * from './request-uploads.ts';
export * from './resumable.ts';

/** All declared endpoints (the server checks that each one is routed). */
export const endpoints = [
  login,
  csrfToken,
  cancelLogin,
  tokenLogin,
  logError,
  myProfile,
  otpRequest,
  otpDeviceRegistration,
  ssoInfo,
  ssoInit,
  changePassword,
  agreeGdpr,
  ...publicEndpoints,
  listFolder,
  listRoots,
  listProjects,
  addFolder,
  uploadFiles,
  trashItems,
  restoreItems,
  convertDocument,
  viewerCache,
  convertMedia,
  downloadFile,
  downloadNote,
  initZip,
  startZip,
  zipTaskStatus,
  startItemsZip,
  itemsZipStatus,
  workflowDownload,
  workflowReview,
  thumbnailsV1,
  thumbnailsV2,
  thumbnailOne,
  getImages,
  commonTags,
  ransomwareCheck,
  mailBlacklist,
  deleteAutocomplete,
  scannerConfig,
  renameItem,
  ...favoriteEndpoints,
  lockFile,
  ...trashViewEndpoints,
  ...tagEndpoints,
  ...copyMoveEndpoints,
  searchNames,
  ...commentEndpoints,
  ...fileLogEndpoints,
  ...memberEndpoints,
  ...mailEndpoints,
  setDeleteSchedule,
  ...shareLinkEndpoints,
  ...requestUploadEndpoints,
  resumableUpload,
  ...unfreezeEndpoints,
  ...trustedBrowserEndpoints,
] as const;
