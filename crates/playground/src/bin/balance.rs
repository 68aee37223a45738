//! The playground bundle of the balance lab.

playground::bundle!(playground::labs::balance::BUNDLE, jobs: playground::jobs::balance);
