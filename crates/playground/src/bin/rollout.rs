//! The playground bundle of the rollout lab.

use playground::labs::rollout::job_result;

playground::bundle!(playground::labs::rollout::BUNDLE, parts {
    rollout_job: job_result::JOB_RESULT[job_result::JobResultProps] => job_result::job_result as load_job_result,
});
